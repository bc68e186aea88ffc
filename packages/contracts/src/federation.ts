// The manifest the host fetches at start to find its remotes (run-time federation).

export interface RemoteEntry {
  /** Federation name of the remote, e.g. "mfe_landing". */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** The remote's own version, shown in diagnostics and checked against `compatible`. */
  version: string;
}

export interface RemotesManifest {
  /** Major version of the exposed-module contract the host understands. */
  contract: number;
  remotes: Record<string, RemoteEntry>;
}
