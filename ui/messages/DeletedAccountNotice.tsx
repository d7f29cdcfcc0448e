import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * In place of the input when the other person deleted their account: the thread stays readable,
 * but the server refuses anything sent to them (404), so there is nothing to type into.
 */
export function DeletedAccountNotice() {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2">
        This account was deleted. You can still read your messages here, but no one will receive new
        ones.
      </Typography>
    </Box>
  );
}
