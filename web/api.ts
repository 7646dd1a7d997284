import type { GameView, OptionField, RuleError, Status, ScenarioInfo } from '../rules/core/contract.js';
import type { Text } from '../rules/core/text.js';
import { badInputText } from './issue.js';

/** The HTTP API as the page uses it (ARCHITECTURE.md, "HTTP API"). */
export class ApiError extends Error {
  constructor(public readonly status: number, public readonly body: any) {
    // a 400 names its issue in numbers (functions/api/validate.ts): said in the reader's language
    super(
      (status === 400 && badInputText(body)) ||
        (typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : body?.error?.message ?? `HTTP ${status}`),
    );
  }
  /** the rule error of a 422, wherever the server put it */
  get ruleError(): RuleError | null {
    const b = this.body;
    const e = b?.error && typeof b.error === 'object' ? b.error : b;
    return e && typeof e.code === 'string' ? (e as RuleError) : null;
  }
}

export const api = async <T = any>(method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data as T;
};

export interface Me {
  userId: string;
  email: string;
  name?: string;
  lang?: 'pl' | 'en';
  timeZone?: string;
  quietHours?: { from: string; to: string } | null;
  notify?: Record<string, boolean>;
  /** the local hour (0–23) of the daily digest */
  digestHour?: number;
  vacation?: { active?: boolean; on?: boolean } | null;
}

export interface CatalogGame {
  id: string;
  title: Text;
  sides: string[];
  sideNames?: Record<string, Text>;
  scenarios: ScenarioInfo[];
  /** the game's options as labelled choices (GET /api/catalog; rules/core/contract.ts OptionField) */
  optionFields?: OptionField[];
}

export interface PlayerInfo {
  side: string;
  userId?: string | null;
  name?: string | null;
  email?: string | null;
  joined?: boolean;
}

/** A game as the lobby and the game page receive it; fields beyond id are read tolerantly. */
export interface GameSummary {
  id: string;
  game: string;
  scenario?: string;
  /** the variants chosen (non-default options); a custom start position only as `true` */
  options?: Record<string, unknown>;
  title?: Text | string;
  version?: number;
  status?: Status;
  mySide?: string | null;
  players?: PlayerInfo[] | Record<string, PlayerInfo | string | null>;
  deadline?: string | { at: string; side: string } | null;
  lifecycle?: 'open' | 'invited' | 'active' | 'over' | 'cancelled';
  seats?: Record<string, { userId: string; name: string } | null>;
  invite?: { side: string; email?: string; name?: string } | null;
  awaitingMe?: boolean;
  awaiting?: string[];
  role?: string;
  invitedSide?: string | null;
  freeSides?: string[];
  mine?: boolean;
  flagged?: string | null;
  dice?: { seedHash: string; seed?: string };
  invited?: boolean;
  state?: string;
  result?: { winner: string | null; reason: string } | null;
  createdBy?: string | null;
  updatedAt?: string;
}

export interface GameDetail extends GameSummary {
  /** the static board's key: GET /api/boards/:game/:boardKey (web/board/useBoard.ts) */
  boardKey: string;
  view: GameView;
  clocks?: Record<string, unknown>;
  diceCommitment?: string;
  seedHash?: string;
  seed?: string;
}

export interface LogEntry {
  turn?: number;
  version?: number;
  kind?: string;
  side?: string | null;
  at?: string;
  text?: string;
  lines?: string[];
  dice?: number[];
  events?: { text?: string; line?: string; describe?: string; dice?: number[]; diceFaces?: number[]; type?: string; rule?: string; data?: unknown }[];
}

export interface ChatMessage {
  id?: string;
  at: string;
  from?: string;
  name?: string;
  side?: string;
  text: string;
}

/** Normalise the players / seats fields into a list. */
export const playerList = (g: GameSummary): PlayerInfo[] => {
  const p = g.players ?? g.seats;
  if (!p) return [];
  if (Array.isArray(p)) return p;
  return Object.entries(p).map(([side, v]) => (typeof v === 'string' ? { side, name: v } : v ? { ...v, side } : { side, name: null }));
};

export const pick = <T>(o: any, ...keys: string[]): T | undefined => {
  for (const k of keys) if (o && o[k] !== undefined) return o[k] as T;
  return undefined;
};

export const deadlineOf = (g: GameSummary): { at: string; side?: string } | null =>
  !g.deadline ? null : typeof g.deadline === 'string' ? { at: g.deadline } : g.deadline;

export const resultOf = (g: GameSummary): { winner: string | null; reason: string } | null => g.result ?? g.status?.result ?? null;

export const isOver = (g: GameSummary): boolean => g.lifecycle === 'over' || g.lifecycle === 'cancelled' || !!resultOf(g);

export const awaitsMe = (g: GameSummary): boolean =>
  g.awaitingMe ?? (!!g.mySide && !isOver(g) && (g.lifecycle === undefined || g.lifecycle === 'active') && !!g.status?.waitingFor.includes(g.mySide));

export const listOf = <T>(r: any, key: string): T[] => (Array.isArray(r) ? r : Array.isArray(r?.[key]) ? r[key] : []);
