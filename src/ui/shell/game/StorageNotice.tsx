/**
 * A notice that stays on the game screen while saving fails (storage full, private mode, storage
 * disabled), with "Export save" at hand. Play goes on; the notice goes when a write succeeds again.
 */
import type { StorageStatus } from '../../../store/gameWriter';
import './storageNotice.css';

export function storageNotice(status: StorageStatus): { head: string; text: string } | null {
  if (status.database) {
    return { head: 'Not saved.', text: `This game is not being saved in this browser (${status.database}). You can play on; export a save to keep it.` };
  }
  if (status.journal) {
    return { head: 'Saving at risk.', text: `${status.journal[0].toUpperCase()}${status.journal.slice(1)}: if the page closes suddenly, the last action may be lost. Export a save to be sure.` };
  }
  return null;
}

export function StorageNotice({ status, onExport }: { status: StorageStatus; onExport(): void }) {
  const notice = storageNotice(status);
  if (!notice) return null;
  return (
    <div className="alert storage-notice" role="alert">
      <span>
        <strong>{notice.head}</strong> {notice.text}
      </span>
      <button type="button" onClick={onExport}>
        Export save
      </button>
    </div>
  );
}
