/**
 * The save-file format. No engine imports: the title screen uses this module to check a file
 * before loading the rules. (Games in progress are kept in gameDb.ts.)
 *
 * A save is the game's setup (system, scenario, seed, options) plus its action log;
 * replaying the log reproduces the state, and `stateHash` (when present) lets the loader
 * prove it did.
 */

import * as v from 'valibot';
import { seatHolders, seatHoldersProblem, type SeatHolders } from './seatHolders';

export const SAVE_FORMAT = 'commentarii-save' as const;
export const SAVE_VERSION = 1 as const;
/** Rule systems this version can load. */
export const KNOWN_SYSTEMS = ['bellum', 'alesia-classic', 'alesia-gboh'] as const;
export type SystemId = (typeof KNOWN_SYSTEMS)[number];
/** How a refusal names each system. */
export const SYSTEM_NAMES: Readonly<Record<SystemId, string>> = { bellum: 'Bellum Gallicum II', 'alesia-classic': 'Alesia (1983 rules)', 'alesia-gboh': 'Alésia (Great Battles of History)' };

/** Saves larger than this are refused before parsing (a whole game is 100 kB or so; one at `MAX_SAVE_ACTIONS` well under 1 MB). */
export const MAX_SAVE_CHARS = 2_000_000;
/** Deepest nesting of lists and objects a save may have (a real one is 4 deep), checked before parsing. */
export const MAX_SAVE_DEPTH = 32;
/**
 * Most actions a save may hold. A whole game of Alesia, its set-up placed counter by counter, is
 * 1,000 to 1,600 actions; the longest Bellum scenario (the Last Uprising, ten turns) a few hundred
 * (`npm run bench` reports both): two and a half times the longest real game, and quick to replay
 * (the bench's `save.limitFileLoadMs`).
 */
export const MAX_SAVE_ACTIONS = 4_000;
/** Longest check value (`hashState` writes 14 hexadecimal digits). */
export const MAX_HASH_CHARS = 16;
/** Longest seed or label a save may carry. */
export const MAX_TEXT_FIELD = 200;
/** Longest refusal message: a sentence, never the file echoed back. */
export const MAX_MESSAGE = 200;

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
  /** The seats the computer holds, with its level (seatHolders.ts); absent: every seat a person's. */
  seats?: SeatHolders;
}

export type ParseResult = { ok: true; save: SaveFile } | { ok: false; error: string };

/** What `parseSave` may check a scenario against (e.g. a system's `scenarios` list). */
export interface KnownScenario {
  id: string;
  name?: string;
  playable?: boolean;
}

/** A system's schemas of its options and of one action (valibot), e.g. engine/bellum/schema.ts. */
export interface SaveSchemas {
  options: v.GenericSchema;
  action: v.GenericSchema;
}

export interface ParseOptions {
  /** When given, the save must be for this system (a game's store reads its own system's saves). */
  system?: string;
  /** When given, the save's scenario must be one of these, and playable. */
  scenarios?: readonly KnownScenario[];
  /** When given, by system id: the save's options and every action must match its system's schemas. */
  schemas?: Readonly<Record<string, SaveSchemas>>;
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
    ...(head.seats !== undefined && Object.keys(head.seats).length ? { seats: head.seats } : {}),
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

/**
 * How deep lists and objects nest in a JSON text, by one linear scan (no recursion), stopping as
 * soon as `limit` is passed: a deeply nested file is refused before anything recurses over it.
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max && (max = depth) > limit) return max;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

/** "line 4, column 12" of a character offset. */
function lineAndColumn(text: string, offset: number): string {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) (line++, (start = i + 1));
  return `line ${line}, column ${offset - start + 1}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.length > MAX_SAVE_CHARS) {
    return { ok: false, error: `The file is too large to be a save: ${(text.length / 1e6).toFixed(1)} million characters, where a save has at most ${MAX_SAVE_CHARS / 1e6} million.` };
  }
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { ok: false, error: 'The file is empty.' };
  if (jsonDepth(trimmed, MAX_SAVE_DEPTH) > MAX_SAVE_DEPTH) {
    return { ok: false, error: `The file nests lists or objects more than ${MAX_SAVE_DEPTH} deep, which no save does.` };
  }
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch (e) {
    if (trimmed[0] !== '{' && trimmed[0] !== '[') {
      return { ok: false, error: 'The file is not JSON, so it is not a Commentarii save file.' };
    }
    if (looksTruncated(trimmed)) return { ok: false, error: 'The file is not a complete JSON document (it may be truncated).' };
    // Only where the parser stopped, never its excerpt of the file.
    const at = /position (\d+)/.exec(e instanceof Error ? e.message : '');
    return { ok: false, error: at ? `The file is not valid JSON (it breaks off at ${lineAndColumn(trimmed, Number(at[1]))}).` : 'The file is not valid JSON.' };
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
  if (!sc) return `Unknown scenario ${quote(id, 32)}: this version plays ${playable.length ? playable.join(', ') : 'no scenario'}.`;
  if (sc.playable === false) return `The scenario "${sc.name ?? id}" is not playable in this version.`;
  return null;
}

/** A value as a refusal may quote it: JSON, cut short. */
export function quote(value: unknown, max = 40): string {
  let t: string;
  try {
    t = JSON.stringify(value) ?? String(value);
  } catch {
    t = String(value);
  }
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** A message cut to `MAX_MESSAGE` characters. */
export const clip = (m: string): string => (m.length > MAX_MESSAGE ? `${m.slice(0, MAX_MESSAGE - 1)}…` : m);

/**
 * The first problem valibot found, in words: the field, then what is wrong ("\"to\" must be an id
 * (text), not 7"; "it lacks the field \"leader\""). The schemas' own messages say what is expected;
 * valibot's defaults ("Invalid key: Expected …") never reach the player.
 */
export function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  const i = issues[0];
  const key = i.path?.map((p) => String(p.key)).join('.');
  if ((i.type === 'strict_object' || i.type === 'object') && key) {
    if (i.expected === 'never') return `it has a field "${key}" that it may not have`;
    if (i.input === undefined) return `it lacks the field "${key}"`;
  }
  const message = /^Invalid /.test(i.message) ? 'has a value of the wrong kind' : i.message;
  const got = i.expected === null || i.input === undefined || i.type === 'literal' || i.type === 'variant' ? '' : `, not ${quote(i.input, 24)}`;
  return key ? `"${key}" ${message}${got}` : `it ${message}`;
}

/** Validates a save file's text. Every refusal is one sentence of at most `MAX_MESSAGE` characters naming the problem. */
export function parseSave(text: string, opts: ParseOptions = {}): ParseResult {
  const r = parseSaveUnclipped(text, opts);
  return r.ok ? r : { ok: false, error: clip(r.error) };
}

function parseSaveUnclipped(text: string, opts: ParseOptions): ParseResult {
  if (typeof text !== 'string') return { ok: false, error: 'The file could not be read as text.' };
  const json = parseJson(text);
  if (!json.ok) return json;
  const v = json.value;
  const fail = (error: string): ParseResult => ({ ok: false, error });

  if (!isPlainObject(v) || v.format !== SAVE_FORMAT) {
    return fail('This is not a Commentarii save file (it has no "format": "commentarii-save").');
  }
  if (typeof v.version !== 'number' || !Number.isInteger(v.version) || v.version < 1) {
    return fail(`The save has an invalid format version (${v.version === undefined ? 'missing' : quote(v.version)}); this version reads format ${SAVE_VERSION}.`);
  }
  if (v.version > SAVE_VERSION) {
    return fail(`This save was made by a newer version (format ${v.version}); this version reads format ${SAVE_VERSION}.`);
  }
  if (typeof v.system !== 'string') return fail('The save does not say which game it belongs to (no "system").');
  if (!(KNOWN_SYSTEMS as readonly string[]).includes(v.system)) {
    return fail(`The save is for an unknown game ${quote(v.system)}; this version plays ${KNOWN_SYSTEMS.map((k) => SYSTEM_NAMES[k]).join(', ').replace(/, ([^,]*)$/, ' and $1')}.`);
  }
  if (opts.system !== undefined && v.system !== opts.system) {
    return fail(`The save is for ${SYSTEM_NAMES[v.system as SystemId]}, not for ${SYSTEM_NAMES[opts.system as SystemId] ?? 'this game'}.`);
  }
  if (typeof v.scenario !== 'string' || v.scenario === '') return fail('The save does not name its scenario.');
  const scErr = checkScenario(v.scenario, opts.scenarios);
  if (scErr) return fail(scErr);
  if (typeof v.seed !== 'string') return fail(`The save's seed is ${describeType(v.seed)}, not a string.`);
  if (v.seed.length > MAX_TEXT_FIELD) return fail(`The save's seed is ${v.seed.length} characters long; a seed has at most ${MAX_TEXT_FIELD}.`);
  if (v.options !== undefined && !isPlainObject(v.options)) return fail(`The save's options are ${describeType(v.options)}, not an object.`);
  if (!Array.isArray(v.actions)) return fail(`The save's actions are ${v.actions === undefined ? 'missing' : describeType(v.actions)}, not a list.`);
  if (v.actions.length > MAX_SAVE_ACTIONS) {
    return fail(`The save holds ${v.actions.length.toLocaleString('en')} actions, more than the ${MAX_SAVE_ACTIONS.toLocaleString('en')} this version loads (a whole game takes under 2,000).`);
  }
  const schemas = opts.schemas?.[v.system];
  if (schemas && v.options !== undefined) {
    const r = v_safeParse(schemas.options, v.options);
    if (!r.success) return fail(`The save's options are not valid: ${issueText(r.issues)}.`);
  }
  for (let i = 0; i < v.actions.length; i++) {
    const err = checkAction(v.actions[i], i, v.actions.length);
    if (err) return fail(err);
    if (schemas) {
      const r = v_safeParse(schemas.action, v.actions[i]);
      if (!r.success) {
        const t = quote((v.actions[i] as { t: string }).t, 24);
        return fail(`Action ${i + 1} of ${v.actions.length} (${t}) is not valid: ${issueText(r.issues)}.`);
      }
    }
  }
  if (v.savedAt !== undefined && (typeof v.savedAt !== 'string' || Number.isNaN(Date.parse(v.savedAt)))) {
    return fail(`The save's time "savedAt" is not a date (${quote(v.savedAt)}).`);
  }
  if (v.stateHash !== undefined && (typeof v.stateHash !== 'string' || v.stateHash.length > MAX_HASH_CHARS || !/^[0-9a-f]+$/i.test(v.stateHash))) {
    return fail(`The save's check value "stateHash" is malformed: it should be at most ${MAX_HASH_CHARS} hexadecimal digits.`);
  }
  if (v.seats !== undefined) {
    const problem = seatHoldersProblem(v.seats);
    if (problem) return fail(`The save's list of who holds each seat ("seats") ${problem}.`);
  }
  if (v.label !== undefined && typeof v.label !== 'string') return fail(`The save's label is ${describeType(v.label)}, not text.`);
  if (typeof v.label === 'string' && v.label.length > MAX_TEXT_FIELD) return fail(`The save's label is ${v.label.length} characters long; a label has at most ${MAX_TEXT_FIELD}.`);

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
    ...(v.seats !== undefined && Object.keys(seatHolders(v.seats)).length ? { seats: seatHolders(v.seats) } : {}),
  };
  return { ok: true, save };
}

/** valibot's safeParse (named apart from the parsed value `v` inside parseSave). */
const v_safeParse = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input);
