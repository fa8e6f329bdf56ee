export declare const debianChromium: string;
export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'Playwright' | 'Debian package';
}
export declare function playwrightChromium(): string | undefined;
export declare function findChromium(env?: Record<string, string | undefined>): FoundChromium | undefined;
export declare function isDebian(): boolean;
