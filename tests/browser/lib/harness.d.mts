// Types for harness.mjs, so strict TypeScript (scripts/bench.ts) can import it.
import type { Browser } from 'playwright-core';

export declare const ROOT: string;
export declare const DIST: string;
export declare const CHROMIUM: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const VIEWPORT: { width: number; height: number };
export declare function ensureBuild(opts?: { force?: boolean }): void;
export declare function startServer(dir?: string): Promise<{ url: string; close(): Promise<void> }>;
export declare function assertChromium(): void;
export declare function launchChromium(extraArgs?: string[]): Promise<Browser>;
