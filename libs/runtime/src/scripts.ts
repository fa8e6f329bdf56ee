/** Loads a classic script once and reads the globals it defines (the fingerprint script, a provider's SDK). */
export interface ScriptLoader {
  load(src: string): Promise<void>;
  global(name: string): unknown;
}
