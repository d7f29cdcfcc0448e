// eslint-disable-next-line no-restricted-imports -- the one place MUI's Tooltip is used: wrapped here
import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { setRef, useForkRef } from '@mui/material/utils';
import { startTransition, useCallback, type ElementType, type ReactElement, type Ref } from 'react';

type AnchorElement = ReactElement<{ ref?: Ref<HTMLElement> } & Record<string, unknown>>;

interface LateAnchorProps extends Record<string, unknown> {
  /** The element the tooltip is for (an IconButton), drawn with every prop the tooltip gives it. */
  as: ElementType;
  /** The element's own ref, attached as it is drawn. */
  anchorRef?: Ref<HTMLElement>;
  /** The tooltip's ref: told of the element as a transition, not inside the commit. */
  ref?: Ref<HTMLElement>;
}

/**
 * MUI's Tooltip keeps its element in state, set from a ref while React commits: an update React
 * draws at once, in the commit's own task, and which makes it run every effect of that commit there
 * too. In a page React hydrates, the header's tooltips did that for the whole page
 * (docs/performance.md, The main thread). Told as a transition instead, the tooltip draws again
 * later, in slices. Until then, a pointer over the element does not open it; keyboard focus does
 * (MUI takes the element from the focus event).
 */
function LateAnchor({ as: Anchor, anchorRef, ref, ...props }: LateAnchorProps) {
  const tell = useCallback(
    (node: HTMLElement | null) => startTransition(() => setRef(ref, node)),
    [ref],
  );
  const own = useForkRef(tell, anchorRef);
  return <Anchor {...props} ref={own} />;
}

export interface AppTooltipProps extends TooltipProps {
  /** The one element the tooltip names (an IconButton); it keeps its own props and ref. */
  children: AnchorElement;
}

/**
 * The app's tooltip: MUI's, with the same props, for an element (an IconButton) that is its only
 * child. Its element is drawn with MUI's props as MUI would draw it; only the tooltip learns of it
 * as a transition (LateAnchor).
 */
export function Tooltip({ children, ...props }: AppTooltipProps) {
  const { ref: anchorRef, ...childProps } = children.props;
  return (
    <MuiTooltip {...props}>
      <LateAnchor as={children.type as ElementType} anchorRef={anchorRef} {...childProps} />
    </MuiTooltip>
  );
}
