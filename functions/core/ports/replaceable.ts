// A port whose adapter is picked from the environment on first use and that tests may replace: the SMS,
// email and event-bus ports share this, so each names only how it picks.

/** `call` runs the picked adapter (picking it once); `replace` swaps it, and `undefined` picks again. */
export const replaceablePort = <Request, Result>(pick: () => (request: Request) => Result) => {
  let adapter: ((request: Request) => Result) | undefined;
  return {
    call: (request: Request): Result => {
      adapter ??= pick();
      return adapter(request);
    },
    replace: (replacement: ((request: Request) => Result) | undefined): void => {
      adapter = replacement;
    },
  };
};
