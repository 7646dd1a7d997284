// dynalite ships no types; this is the part we use.
declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    /** ms a CreateTable takes to become ACTIVE; 0 for tests and local start-up */
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    /** on-disk LevelDB directory; omitted: in memory */
    path?: string;
    ssl?: boolean;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}
