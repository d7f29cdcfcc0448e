import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface MapAlertsProps {
  /** Why the map shows the general area, if it does. */
  locationNotice: string | null;
  /** A layer could not be loaded. */
  dataError: string | null;
  /** 'Try again' after a load error. */
  onRetry: () => void;
}

/** Above the map: why it shows the general area, and a layer that failed to load, with Try again. */
export function MapAlerts({ locationNotice, dataError, onRetry }: MapAlertsProps) {
  return (
    <>
      {locationNotice && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {locationNotice}
        </Alert>
      )}
      {dataError && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {dataError}
        </Alert>
      )}
    </>
  );
}
