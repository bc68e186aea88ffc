// The manifest the host fetches at start to find its remotes (run-time federation).

export interface RemoteEntry {
  /** Federation name of the remote, e.g. "mfe_landing". */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** The remote's own release version (shown in diagnostics, used to roll forward and back). */
  version: string;
  /**
   * The exposed-module contract this release implements, when it differs from the manifest's; a
   * host shows a remote whose contract it does not understand as unavailable, never half-working.
   */
  contract?: number;
}

export interface RemotesManifest {
  /** Major version of the exposed-module contract the host understands. */
  contract: number;
  remotes: Record<string, RemoteEntry>;
}
