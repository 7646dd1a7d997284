/** The e2e suite's global setup: the web client built once into dist/web, which every server serves. */
import { buildWeb } from '../../scripts/build-web.js';

export const setup = async (): Promise<void> => {
  await buildWeb();
};
