/**
 * Keeps one game's record in step with the session, action by action.
 *
 * Design (why a click never loses its action, and never waits for storage):
 * 1. In the click, `update` writes the game's journal entry to localStorage — synchronously, a few
 *    hundred bytes: the actions IndexedDB does not hold yet (normally just this click's) and the
 *    list metadata. Once it returns, a reload, a closed tab or a crashed renderer cannot lose them.
 * 2. After the frame is painted (`schedule`, the app's `afterPaint`), one IndexedDB transaction
 *    appends those actions to the record (and deletes any undone ones past the new end) and updates
 *    its metadata. Writes never overlap: changes made while one is in flight wait for it, then go
 *    in one further transaction.
 * 3. When the transaction commits and the game has not moved on since, the journal entry is
 *    removed; otherwise it stays valid (it only ever relies on actions IndexedDB already held).
 * 4. On the next load, leftover entries are applied to IndexedDB first (journal.ts `reconcile`).
 * Undo and redo are changes like any other: the record's actions always equal the session's.
 *
 * Identity of action objects tells which leading actions IndexedDB holds: sessions share their
 * action objects (a step appends, an undo replays the same objects), so a comparison is cheap.
 */
import { storageProblem, type GameDb, type GameMeta } from './gameDb';
import { clearJournal, writeJournal } from './journal';

/** What the player is told about saving: a problem text per layer, null when it works. */
export interface StorageStatus {
  /** IndexedDB, the real store: when it fails, the game is not being kept. */
  database: string | null;
  /** The localStorage journal: when it fails, only the last action or two are at risk on a crash. */
  journal: string | null;
}

export const STORAGE_OK: StorageStatus = Object.freeze({ database: null, journal: null });

export interface WriterDeps {
  db: GameDb;
  /** Runs the IndexedDB write later (the app: after the frame is painted); default: at once. */
  schedule?: (run: () => void) => void;
  onStatus(change: Partial<StorageStatus>): void;
}

function commonPrefix(a: readonly unknown[], b: readonly unknown[], limit = Infinity): number {
  const n = Math.min(a.length, b.length, limit);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

export class GameWriter {
  private actions: readonly unknown[];
  private meta: GameMeta;
  /** What IndexedDB holds, as far as we know: its first `stored` actions are `inDb`'s. */
  private inDb: readonly unknown[];
  private stored: number;
  private version = 0;
  private savedVersion = 0;
  private writing = false;
  private scheduled = false;
  private waiters: (() => void)[] = [];

  constructor(
    meta: GameMeta,
    actions: readonly unknown[],
    /** How many leading actions IndexedDB already holds (0 for a new game). */
    stored: number,
    private readonly deps: WriterDeps,
  ) {
    this.meta = meta;
    this.actions = actions;
    this.inDb = actions;
    this.stored = stored;
    if (stored < actions.length || stored === 0) this.update(actions, meta);
  }

  get id(): string {
    return this.meta.id;
  }

  /** The game now stands at `actions` with `meta`: journal it at once, write it to IndexedDB later. */
  update(actions: readonly unknown[], meta: GameMeta): void {
    this.actions = actions;
    this.meta = meta;
    this.version++;
    this.stored = commonPrefix(this.inDb, actions, this.stored);
    try {
      writeJournal({ k: this.stored, tail: actions.slice(this.stored), meta });
      this.deps.onStatus({ journal: null });
    } catch (e) {
      this.deps.onStatus({ journal: storageProblem(e) });
    }
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => {
      if (!this.scheduled) return;
      this.scheduled = false;
      this.write();
    };
    if (this.deps.schedule) this.deps.schedule(run);
    else run();
  }

  /** Starts the pending IndexedDB write now (the page is going away, or the game is left). */
  flush(): void {
    if (!this.scheduled) return;
    this.scheduled = false;
    this.write();
  }

  /** Resolves once everything so far is in IndexedDB, or the last attempt failed. */
  whenIdle(): Promise<void> {
    this.flush();
    if (!this.writing) return Promise.resolve();
    return new Promise((r) => this.waiters.push(r));
  }

  private write(): void {
    if (this.writing || this.savedVersion === this.version) return;
    const version = this.version;
    const actions = this.actions;
    const from = this.stored;
    this.writing = true;
    this.deps.db
      .write(this.meta, from, actions.slice(from))
      .then(
        () => {
          this.savedVersion = version;
          this.inDb = actions;
          this.stored = commonPrefix(actions, this.actions);
          this.deps.onStatus({ database: null });
          if (this.version === version) clearJournal(this.meta.id);
        },
        (e: unknown) => {
          // Keep `stored` as it was: the next change retries everything IndexedDB lacks.
          this.deps.onStatus({ database: storageProblem(e) });
        },
      )
      .finally(() => {
        this.writing = false;
        if (this.version !== version && this.savedVersion === version) this.write();
        else if (!this.writing) this.waiters.splice(0).forEach((w) => w());
      });
  }
}
