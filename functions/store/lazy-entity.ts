// Entities are built on their first use, not when their module loads. ElectroDB parses a model when the
// entity is constructed (about 1 ms each), and an area's Lambda imports 8 to 45 entities while one request
// touches a few: built at import, they were 10–40 ms of every cold start (docs/architecture.md "Lambda
// bundles"). The stand-in forwards everything to the entity, with its methods bound to it, so callers and
// ElectroDB (transactions, the tests' Service) use it as the entity itself.
const standIns = new WeakSet<object>();

/** Whether `value` is an entity made with lazyEntity (asking builds nothing). */
export const isLazyEntity = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && standIns.has(value);

export const lazyEntity = <Built extends object>(build: () => Built): Built => {
  let built: Built | undefined;
  const entity = () => {
    built ??= build();
    return built;
  };
  const standIn = new Proxy({} as Built, {
    get: (_, key) => {
      const real = entity();
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
    set: (_, key, value) => Reflect.set(entity(), key, value),
    has: (_, key) => Reflect.has(entity(), key),
    ownKeys: () => Reflect.ownKeys(entity()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(entity(), key);
      // A proxy may not report a property the stand-in lacks as fixed: the real entity's stays as it is.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(entity()),
  });
  standIns.add(standIn);
  return standIn;
};
