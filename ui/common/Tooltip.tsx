// eslint-disable-next-line no-restricted-imports -- the one place MUI's Tooltip is used: wrapped here
import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import {
  startTransition,
  useEffect,
  useRef,
  type ElementType,
  type ReactElement,
  type Ref,
} from 'react';

type AnchorElement = ReactElement<{ ref?: Ref<HTMLElement> } & Record<string, unknown>>;

interface LateAnchorProps extends Record<string, unknown> {
  /** The element the tooltip is for (an IconButton), drawn with every prop the tooltip gives it. */
  as: ElementType;
  /** The element's own ref, attached as it is drawn. */
  anchorRef?: Ref<HTMLElement>;
  /** The tooltip's ref: told of the element after the commit, not in it. */
  ref?: Ref<HTMLElement>;
}

function setRef(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * MUI's Tooltip keeps its element in state, set from a ref while React commits: an update React
 * draws at once, in the commit's own task, and which makes it run every effect of that commit there
 * too. In a page React hydrates, that held a slow phone's main thread for a quarter of a second for
 * the header's five tooltips (docs/performance.md, The main thread). Told after the commit instead,
 * as a transition, the tooltip draws again later, in slices; until then it cannot open (a moment
 * no pointer or key can use).
 */
function LateAnchor({ as: Anchor, anchorRef, ref, ...props }: LateAnchorProps) {
  const node = useRef<HTMLElement>(null);
  const own = useForkRef(node, anchorRef);
  useEffect(() => {
    startTransition(() => setRef(ref, node.current));
    return () => setRef(ref, null);
  }, [ref]);
  return <Anchor {...props} ref={own} />;
}

export interface AppTooltipProps extends TooltipProps {
  /** The one element the tooltip names (an IconButton); it keeps its own props and ref. */
  children: AnchorElement;
}

/**
 * The app's tooltip: MUI's, with the same props, for an element (an IconButton) that is its only
 * child. Its element is drawn with MUI's props as MUI would draw it; only the tooltip learns of it
 * after the commit (LateAnchor).
 */
export function Tooltip({ children, ...props }: AppTooltipProps) {
  const { ref: anchorRef, ...childProps } = children.props;
  return (
    <MuiTooltip {...props}>
      <LateAnchor as={children.type as ElementType} anchorRef={anchorRef} {...childProps} />
    </MuiTooltip>
  );
}
