import { expect, it } from 'vitest';
import { synth } from './synth.js';

/** asset hashes change with every edit of any bundled file; the shape of the stack should not */
const normalise = (template: unknown) =>
  JSON.parse(
    JSON.stringify(template)
      .replace(/[0-9a-f]{64}/g, '<asset-hash>')
      .replace(/asset\.<asset-hash>(\.zip)?/g, 'asset.<asset-hash>'),
  );

it('the synthesised template (asset hashes normalised) matches the reviewed snapshot', () => {
  const { template } = synth({ emailIdentity: 'rozkaz.example.org' }, { bundle: false });
  const t = normalise(template.toJSON());
  expect(JSON.stringify(t)).not.toMatch(/[0-9a-f]{64}/);
  expect(t).toMatchSnapshot();
});
