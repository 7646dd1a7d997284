/**
 * The one formatter of zod issue paths, for every error that names a place in a request, a batch
 * or a pack: ['orders', 2, 'path', 3] → 'orders[2].path[3]'. A prefix is prepended the same way
 * (formatPath([2, 'value'], 'orders') → 'orders[2].value').
 */
export const formatPath = (path: readonly PropertyKey[], prefix = ''): string =>
  path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${String(p)}` : String(p)), prefix);

/** A zod issue (the fields used here) as {message, at}. */
export const issueAt = (
  issue: { message: string; path: readonly PropertyKey[] },
  prefix = '',
): { message: string; at: string } => ({
  message: issue.message,
  at: formatPath(issue.path, prefix),
});
