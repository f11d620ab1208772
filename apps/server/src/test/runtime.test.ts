import { describe, expect, it } from 'vitest';

/**
 * CI runs the unit and API tests a second time under the current LTS line (`.ci/run` sets EXPECT_NODE_MAJOR): this proves
 * the test workers really run that Node, not the machine's.
 */
describe('the Node.js running the tests', () => {
  it.skipIf(!process.env.EXPECT_NODE_MAJOR)('is the line CI asked for', () => {
    expect(`${process.versions.node.split('.')[0]}`).toBe(process.env.EXPECT_NODE_MAJOR);
  });
});
