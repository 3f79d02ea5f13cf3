// Finds the row of the route table that API Gateway would pick for a method and path, with its
// path parameters. Static paths win over parameterised ones, as in API Gateway.
import { decodeOrKeep } from '#functions/http/decode-or-keep';
import { type RouteRow, routes } from '#functions/routes';

export interface RouteMatch {
  row: RouteRow;
  params: Record<string, string>;
}

const compiled = routes.map((row) => {
  const names: string[] = [];
  const pattern = row.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { row: row as RouteRow, names, regex: new RegExp(`^${pattern}$`), isStatic: names.length === 0 };
});

export const matchRoute = (method: string, path: string): RouteMatch | null => {
  const candidates = compiled
    .filter((route) => route.row.method === method && route.regex.test(path))
    .sort((a, b) => Number(b.isStatic) - Number(a.isStatic));
  const best = candidates[0];
  if (!best) return null;
  const values = best.regex.exec(path)?.slice(1) ?? [];
  const params = Object.fromEntries(
    best.names.map((name, index) => [name, decodeOrKeep(values[index] ?? '')]),
  );
  return { row: best.row, params };
};
