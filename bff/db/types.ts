/** A database server the BFF can connect to, and how to stop it. */
export interface RunningEngine {
  engine: 'external' | 'mongod' | 'ferretdb';
  uri: string;
  /** Folder that keeps the data, or undefined for an external server. */
  dataDir: string | undefined;
  /** The engine's process id when it runs on this machine (memory figures of the bench). */
  pid?: number;
  stop(): Promise<void>;
  /** Calls listener once if the engine process ends without stop() (a crash, a kill). */
  onExit?(listener: (why: string) => void): void;
  /** Starts the same engine again on the same data folder and address (after it died). */
  restart?(): Promise<RunningEngine>;
  /** Why this engine was chosen, in words (logged at start). */
  reason?: string;
}
