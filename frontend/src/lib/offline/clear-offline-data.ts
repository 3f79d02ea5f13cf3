// Logout's one call that forgets everything this device keeps for the signed-in user: each part of the
// offline app adds its clearer here. The offline layer's databases (IndexedDB: kept reads, queued quotes,
// notices) are loaded on demand, so this file costs the pages that import it nothing.
const clearers: ReadonlyArray<() => Promise<void>> = [
  () => import('./offline-layer').then(({ clearOfflineDatabase }) => clearOfflineDatabase()),
  // The service worker and Cache Storage (the precached app files, the runtime config).
  () => import('./clear-caches').then(({ clearOfflineCaches }) => clearOfflineCaches()),
];

/** Runs every clearer; one failing does not stop the others (each failure is logged). */
export const clearOfflineData = async (): Promise<void> => {
  const results = await Promise.allSettled(clearers.map((clear) => clear()));
  for (const result of results)
    if (result.status === 'rejected') console.warn('Could not clear offline data:', result.reason);
};

/**
 * Before a logout ends the session: quotes still queued on the device are sent while the session can still
 * make them (what cannot be sent now — no network, refused — is deleted with the rest).
 */
export const syncBeforeLogout = async (): Promise<void> => {
  try {
    await import('./offline-layer').then(({ syncOfflineQueue }) => syncOfflineQueue());
  } catch (error) {
    console.warn('Could not sync the offline queue before logout:', error);
  }
};
