/**
 * A bar fixed to the bottom of a phone's screen (shown by CSS below 700 px wide only): the side to
 * act, always in view, and one tap to the main area (map or battle board), the prompt's decision,
 * and the tabs (log, tables, rules). On wider screens every part is in view already.
 */
const title = (side: string): string => side.charAt(0).toUpperCase() + side.slice(1);

export function PhoneBar({ toAct }: { toAct: string | null }) {
  return (
    <nav className="phone-bar" aria-label="Jump to">
      <span className={`phone-to-act side-${toAct ?? 'none'}`}>{toAct ? `${title(toAct)} side to act` : 'Nobody to act'}</span>
      <a href="#main-area">Board</a>
      <a href="#prompt">Prompt</a>
      <a href="#side-tabs">Log &amp; tabs</a>
    </nav>
  );
}
