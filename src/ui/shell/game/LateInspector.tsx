import { memo, useMemo, type ComponentType } from 'react';
import { useAfterPaint } from '../common/useAfterPaint';

interface InspectorProps {
  state: unknown;
  inspected: string | null;
  onClose(): void;
  /** The seat whose view is shown when not the seat to act's (the person watching the computer play). */
  viewer?: string;
}

/**
 * The system's inspector, one painted frame late: it explains the hex or region last clicked, and
 * like the log it never makes the click's own frame (the map, the prompt) wait for it. Only this
 * component renders again when the frame is painted, not the game screen.
 */
export const LateInspector = memo(function LateInspector({ view: View, state, inspected, onClose, viewer }: InspectorProps & { view: ComponentType<InspectorProps> }) {
  const input = useMemo(() => ({ state, inspected, viewer }), [state, inspected, viewer]);
  const late = useAfterPaint(input);
  // A position and its viewer go together: another viewer's inspector comes at once, never late.
  const shown = late.viewer === viewer ? late : input;
  return <MemoInspector view={View} state={shown.state} inspected={shown.inspected} viewer={shown.viewer} onClose={onClose} />;
});

/** The inspector itself, rendered only when what it shows changes (not on every click of the screen). */
const MemoInspector = memo(function MemoInspector({ view: View, ...props }: InspectorProps & { view: ComponentType<InspectorProps> }) {
  return <View {...props} />;
});
