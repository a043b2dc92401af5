export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another server is already using the embedded database in ${dataDir}.\n` +
        'The embedded database (PGlite) serves one process only. Stop the other server, or run many ' +
        'servers against a PostgreSQL server by setting DATABASE_URL=postgres://…\n' +
        '(If no other server is running, the previous one was killed: wait 15 seconds and try again.)',
    );
  }
}

/** Holds an exclusive lock on the data folder for this process; resolves to its release. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  // Only the embedded database is locked: a server on PostgreSQL never loads the package.
  const { default: lockfile } = await import('proper-lockfile');
  try {
    // `stale`: a lock whose owner died (no heartbeat for 15 s) may be taken over.
    const release = await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/server.lock`,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: (err) => {
        // Another process took the folder from us: keep running would risk lost writes.
        console.error(`Lost the lock on ${dataDir}: ${err.message}. Stopping to protect the data.`);
        process.exit(1);
      },
    });
    return async () => {
      await release().catch(() => {});
    };
  } catch (e) {
    if ((e as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw e;
  }
}
