/**
 * The save-file format. No engine imports: the title screen uses this module to check a file
 * before loading the rules. (Games in progress are kept in gameDb.ts.)
 *
 * A save is the game's setup (system, scenario, seed, options) plus its action log;
 * replaying the log reproduces the state, and `stateHash` (when present) lets the loader
 * prove it did.
 */

export const SAVE_FORMAT = 'commentarii-save' as const;
export const SAVE_VERSION = 1 as const;
/** Rule systems this version can load. */
export const KNOWN_SYSTEMS = ['bellum'] as const;
export type SystemId = (typeof KNOWN_SYSTEMS)[number];

/** Saves larger than this are refused before parsing (a real game is a few hundred kB at most). */
export const MAX_SAVE_CHARS = 20_000_000;

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  system: SystemId;
  scenario: string;
  seed: string;
  options: Record<string, unknown>;
  /** The action log, oldest first. Each action is an object with a string `t`. */
  actions: unknown[];
  /** ISO 8601 time of saving, produced by the caller. */
  savedAt?: string;
  /** `hashState` of the state after the last action, checked when the save is loaded. */
  stateHash?: string;
  /** A name the player gave the save, or a summary such as "May 56 BC — Roman movement". */
  label?: string;
}

export type ParseResult = { ok: true; save: SaveFile } | { ok: false; error: string };

/** What `parseSave` may check a scenario against (e.g. a system's `scenarios` list). */
export interface KnownScenario {
  id: string;
  name?: string;
  playable?: boolean;
}

export interface ParseOptions {
  /** When given, the save's scenario must be one of these, and playable. */
  scenarios?: readonly KnownScenario[];
}

/** Pretty enough to read, compact enough to share: one action per line. */
export function serializeSave(save: SaveFile): string {
  const { actions, ...head } = save;
  const ordered: SaveFile = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    system: head.system,
    scenario: head.scenario,
    seed: head.seed,
    options: head.options,
    ...(head.savedAt !== undefined ? { savedAt: head.savedAt } : {}),
    ...(head.stateHash !== undefined ? { stateHash: head.stateHash } : {}),
    ...(head.label !== undefined ? { label: head.label } : {}),
    actions: [],
  };
  const top = JSON.stringify(ordered, null, 2);
  if (actions.length === 0) return top + '\n';
  // `actions` is the last key, so its empty list is the last occurrence of the marker.
  const marker = '"actions": []';
  const at = top.lastIndexOf(marker);
  const lines = actions.map((a) => '    ' + JSON.stringify(a)).join(',\n');
  return top.slice(0, at) + `"actions": [\n${lines}\n  ]` + top.slice(at + marker.length) + '\n';
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const describeType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;

/**
 * True when `text` ends while a JSON object, array or string is still open — the usual
 * signature of a file cut short by a failed download or copy.
 */
function looksTruncated(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return inString || depth > 0;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.length > MAX_SAVE_CHARS) {
    return { ok: false, error: `The file is too large to be a save (${(text.length / 1e6).toFixed(1)} million characters).` };
  }
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { ok: false, error: 'The file is empty.' };
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch (e) {
    if (trimmed[0] !== '{' && trimmed[0] !== '[') {
      return { ok: false, error: 'The file is not JSON, so it is not a Commentarii save file.' };
    }
    if (looksTruncated(trimmed)) return { ok: false, error: 'The file is not a complete JSON document (it may be truncated).' };
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, error: `The file is not valid JSON (${detail}).` };
  }
}

function checkAction(a: unknown, i: number, n: number): string | null {
  const where = `Action ${i + 1} of ${n}`;
  if (!isPlainObject(a)) return `${where} is ${describeType(a)}, not an object with a string "t".`;
  if (typeof a.t !== 'string' || a.t === '') return `${where} has no action type (a string "t").`;
  return null;
}

function checkScenario(id: string, known: readonly KnownScenario[] | undefined): string | null {
  if (!known) return null;
  const sc = known.find((k) => k.id === id);
  const playable = known.filter((k) => k.playable !== false).map((k) => k.id);
  if (!sc) return `Unknown scenario "${id}": this version plays ${playable.length ? playable.join(', ') : 'no scenario'}.`;
  if (sc.playable === false) return `The scenario "${sc.name ?? id}" is not playable in this version.`;
  return null;
}

/** Validates a save file's text. Every refusal is a sentence naming the problem. */
export function parseSave(text: string, opts: ParseOptions = {}): ParseResult {
  if (typeof text !== 'string') return { ok: false, error: 'The file could not be read as text.' };
  const json = parseJson(text);
  if (!json.ok) return json;
  const v = json.value;
  const fail = (error: string): ParseResult => ({ ok: false, error });

  if (!isPlainObject(v) || v.format !== SAVE_FORMAT) {
    return fail('This is not a Commentarii save file (it has no "format": "commentarii-save").');
  }
  if (typeof v.version !== 'number' || !Number.isInteger(v.version) || v.version < 1) {
    return fail(`The save has an invalid format version (${JSON.stringify(v.version) ?? 'missing'}); this version reads format ${SAVE_VERSION}.`);
  }
  if (v.version > SAVE_VERSION) {
    return fail(`This save was made by a newer version (format ${v.version}); this version reads format ${SAVE_VERSION}.`);
  }
  if (typeof v.system !== 'string') return fail('The save does not say which game it belongs to (no "system").');
  if (!(KNOWN_SYSTEMS as readonly string[]).includes(v.system)) {
    return fail(`The save is for an unknown game "${v.system}"; this version plays ${KNOWN_SYSTEMS.join(', ')}.`);
  }
  if (typeof v.scenario !== 'string' || v.scenario === '') return fail('The save does not name its scenario.');
  const scErr = checkScenario(v.scenario, opts.scenarios);
  if (scErr) return fail(scErr);
  if (typeof v.seed !== 'string') return fail(`The save's seed is ${describeType(v.seed)}, not a string.`);
  if (v.options !== undefined && !isPlainObject(v.options)) return fail(`The save's options are ${describeType(v.options)}, not an object.`);
  if (!Array.isArray(v.actions)) return fail(`The save's actions are ${v.actions === undefined ? 'missing' : describeType(v.actions)}, not a list.`);
  for (let i = 0; i < v.actions.length; i++) {
    const err = checkAction(v.actions[i], i, v.actions.length);
    if (err) return fail(err);
  }
  if (v.savedAt !== undefined && (typeof v.savedAt !== 'string' || Number.isNaN(Date.parse(v.savedAt)))) {
    return fail(`The save's time "savedAt" is not a date (${JSON.stringify(v.savedAt)}).`);
  }
  if (v.stateHash !== undefined && (typeof v.stateHash !== 'string' || !/^[0-9a-f]+$/i.test(v.stateHash))) {
    return fail(`The save's check value "stateHash" is malformed (${JSON.stringify(v.stateHash)}).`);
  }
  if (v.label !== undefined && typeof v.label !== 'string') return fail(`The save's label is ${describeType(v.label)}, not text.`);

  const save: SaveFile = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    system: v.system as SystemId,
    scenario: v.scenario,
    seed: v.seed,
    options: (v.options as Record<string, unknown> | undefined) ?? {},
    actions: v.actions,
    ...(v.savedAt !== undefined ? { savedAt: v.savedAt as string } : {}),
    ...(v.stateHash !== undefined ? { stateHash: v.stateHash as string } : {}),
    ...(v.label !== undefined ? { label: v.label as string } : {}),
  };
  return { ok: true, save };
}
