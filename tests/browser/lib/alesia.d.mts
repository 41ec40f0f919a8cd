// Types for the part of alesia.mjs that strict TypeScript (scripts/bench/alesiaUi.ts) imports.
import type { Page } from 'playwright-core';

export declare const ALESIA: RegExp;
export declare const HISTORICAL: string;
export declare function startAlesia(page: Page, baseURL: string, opts?: { seed?: string; handOver?: string }): Promise<void>;
export declare function takeScreen(page: Page): Promise<string | null>;
export declare function promptClick(page: Page, label: string): Promise<void>;
