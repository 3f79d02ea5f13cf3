// Progress notes and photos are read newest first, whatever order the server stored them in.

export const newestFirst = <T extends { timestamp: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (Date.parse(b.timestamp) || 0) - (Date.parse(a.timestamp) || 0));
