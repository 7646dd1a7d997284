/**
 * Things CloudFormation would only reject at deploy time, checked on the template offline.
 */
import { describe, expect, it } from 'vitest';
import { synth } from './synth.js';

const variants = {
  'no domain': synth({}, { bundle: false }),
  domain: synth(
    {
      domainName: 'rozkaz.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0b3e-42',
      emailIdentity: 'rozkaz@example.org',
    },
    { bundle: false },
  ),
};

/** logical ids a value refers to (Ref, Fn::GetAtt, ${Sub} names) */
const refs = (v: unknown, out = new Set<string>()): Set<string> => {
  if (Array.isArray(v)) v.forEach((x) => refs(x, out));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (k === 'Ref' && typeof x === 'string') out.add(x);
      else if (k === 'Fn::GetAtt') out.add(Array.isArray(x) ? String(x[0]) : String(x).split('.')[0]!);
      else if (k === 'Fn::Sub') {
        const s = Array.isArray(x) ? x[0] : x;
        for (const m of String(s).matchAll(/\$\{([A-Za-z0-9]+)(\.[^}]*)?\}/g)) out.add(m[1]!);
        if (Array.isArray(x)) refs(x[1], out);
      } else refs(x, out);
    }
  }
  return out;
};

describe.each(Object.entries(variants))('template (%s)', (_name, { template }) => {
  const json = template.toJSON() as { Resources: Record<string, any>; Parameters?: Record<string, unknown> };
  const ids = new Set(Object.keys(json.Resources));
  const edges = new Map<string, string[]>(
    Object.entries(json.Resources).map(([id, r]) => [
      id,
      [...refs(r.Properties), ...[r.DependsOn ?? []].flat()].filter((x) => ids.has(x) && x !== id),
    ]),
  );

  it('every reference names a resource, a parameter or a pseudo parameter', () => {
    const known = new Set([...ids, ...Object.keys(json.Parameters ?? {})]);
    const dangling = Object.entries(json.Resources).flatMap(([id, r]) =>
      [...refs(r.Properties)].filter((x) => !known.has(x) && !x.startsWith('AWS::')).map((x) => `${id} → ${x}`),
    );
    expect(dangling).toEqual([]);
  });

  it('no circular dependencies between resources', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (id: string, path: string[]) => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'open') {
        cycles.push([...path.slice(path.indexOf(id)), id].join(' → '));
        return;
      }
      state.set(id, 'open');
      for (const next of edges.get(id) ?? []) visit(next, [...path, id]);
      state.set(id, 'done');
    };
    for (const id of ids) visit(id, []);
    expect(cycles).toEqual([]);
  });

  it('the functions wait for the distribution (PUBLIC_URL), which never waits for them', () => {
    const reach = (from: string, seen = new Set<string>()): Set<string> => {
      for (const n of edges.get(from) ?? []) if (!seen.has(n)) seen.add(n), reach(n, seen);
      return seen;
    };
    const dist = Object.keys(json.Resources).find((id) => json.Resources[id].Type === 'AWS::CloudFront::Distribution')!;
    const fns = Object.keys(json.Resources).filter(
      (id) =>
        json.Resources[id].Type === 'AWS::Lambda::Function' &&
        json.Resources[id].Properties.Environment?.Variables?.TABLE_NAME,
    );
    expect(fns).toHaveLength(5); // api, notifier, sweeper, checkGames, bounces
    for (const fn of fns) expect(reach(fn).has(dist), fn).toBe(_name === 'no domain');
    for (const fn of fns) expect(reach(dist).has(fn), fn).toBe(false);
  });
});
