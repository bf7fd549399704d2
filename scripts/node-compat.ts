/** Vitest 5 calls a few ES2024 built-ins that Node 20 lacks; define them when missing. */
type KeyOf<T, K> = (item: T, index: number) => K;

function group<T, K>(items: Iterable<T>, keyOf: KeyOf<T, K>, add: (key: K, item: T) => void) {
  let index = 0;
  for (const item of items) add(keyOf(item, index++), item);
}

const mapStatics = Map as unknown as { groupBy?: unknown };
if (typeof mapStatics.groupBy !== 'function') {
  mapStatics.groupBy = <T, K>(items: Iterable<T>, keyOf: KeyOf<T, K>) => {
    const groups = new Map<K, T[]>();
    group(items, keyOf, (key, item) => {
      const list = groups.get(key);
      if (list) list.push(item);
      else groups.set(key, [item]);
    });
    return groups;
  };
}

const objectStatics = Object as unknown as { groupBy?: unknown };
if (typeof objectStatics.groupBy !== 'function') {
  objectStatics.groupBy = <T>(items: Iterable<T>, keyOf: KeyOf<T, PropertyKey>) => {
    const groups: Record<PropertyKey, T[]> = Object.create(null);
    group(items, keyOf, (key, item) => {
      (groups[key] ??= []).push(item);
    });
    return groups;
  };
}

const promiseStatics = Promise as unknown as { withResolvers?: unknown };
if (typeof promiseStatics.withResolvers !== 'function') {
  promiseStatics.withResolvers = <T>() => {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
