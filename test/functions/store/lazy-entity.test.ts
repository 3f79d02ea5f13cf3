// An entity made with lazyEntity is built on its first use, not when its module loads (a Lambda's cold start
// imports dozens and uses a few), and is then the entity itself to every caller: the same requests, the same
// class, the same transactions.
import { createWriteTransaction, Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { key, tenantPartition } from '#functions/store/keys';
import { isLazyEntity, lazyEntity } from '#functions/store/lazy-entity';

const model = () =>
  ({
    model: { entity: 'widget', version: '1', service: 'picket' },
    attributes: {
      contractorId: { type: 'string', required: true },
      widgetId: { type: 'string', required: true },
      name: { type: 'string', default: '' },
    },
    indexes: {
      byId: {
        pk: tenantPartition(),
        sk: key('sk', ['widgetId'], 'WIDGET#${widgetId}'),
      },
    },
  }) as const;

const options = { table: 'picket-lazy-entity-test' };

describe('lazyEntity', () => {
  it('builds the entity only when it is first used, and only once', () => {
    let builds = 0;
    const Widget = lazyEntity(() => {
      builds += 1;
      return new Entity(model(), options);
    });
    expect(builds).toBe(0);
    Widget.get({ contractorId: 'c_1', widgetId: 'w_1' }).params();
    Widget.query.byId({ contractorId: 'c_1' }).params();
    expect(builds).toBe(1);
  });

  it('makes the same requests as the entity built at once, and is one to ElectroDB', () => {
    const Eager = new Entity(model(), options);
    const Lazy = lazyEntity(() => new Entity(model(), options));
    const widgetKey = { contractorId: 'c_1', widgetId: 'w_1' };
    expect(Lazy.get(widgetKey).params()).toEqual(Eager.get(widgetKey).params());
    expect(Lazy.update(widgetKey).set({ name: 'Gate' }).params()).toEqual(
      Eager.update(widgetKey).set({ name: 'Gate' }).params(),
    );
    expect(Lazy).toBeInstanceOf(Entity);
    // The requests DynamoDB would get (ElectroDB's own bookkeeping beside them is left out).
    const written = (widget: typeof Eager) =>
      JSON.parse(
        JSON.stringify(
          createWriteTransaction({ widget }, ({ widget: entity }) => [
            entity.put({ ...widgetKey, name: 'Post' }).commit(),
            entity.delete({ contractorId: 'c_1', widgetId: 'w_2' }).commit(),
          ]).params(),
        ),
      );
    expect(written(Lazy)).toEqual(written(Eager));
  });

  it('is how every entity of the store is made', () => {
    const modules = import.meta.glob<Record<string, unknown>>('/functions/store/entities/*.ts', {
      eager: true,
    });
    expect(Object.keys(modules).length).toBeGreaterThan(40);
    for (const [file, exported] of Object.entries(modules))
      for (const [name, value] of Object.entries(exported))
        if (!isLazyEntity(value))
          expect(value instanceof Entity, `${file}: ${name} is built as it loads`).toBe(false);
  });
});
