/** A database server the BFF can connect to, and how to stop it. */
export interface RunningEngine {
  engine: 'external' | 'mongod' | 'ferretdb';
  uri: string;
  /** Folder that keeps the data, or undefined for an external server. */
  dataDir: string | undefined;
  stop(): Promise<void>;
}
