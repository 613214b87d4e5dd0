// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer arrows of the README are lint rules; this keeps the rules themselves from quietly disappearing.
 * Each case lints a one-line module placed in a layer and expects the boundary rule to refuse (or allow) it.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const boundaryErrors = async (filePath: string, source: string): Promise<string[]> => {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, {
    filePath,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
};

describe('layer boundaries', () => {
  it('the contract imports nothing of ours', async () => {
    expect(
      await boundaryErrors('src/contract/probe.ts', "import { App as imported } from '../App';"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/contract/probe.ts',
        "import { PAGE_SIZE as imported } from './constants';",
      ),
    ).toEqual([]);
  });

  it('the emulator imports the contract only', async () => {
    expect(
      await boundaryErrors(
        'mock-server/probe.ts',
        "import { LOGIN_PATH as imported } from '../src/authProvider/signIn';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'mock-server/probe.ts',
        "import { PAGE_SIZE as imported } from '../src/contract/constants';",
      ),
    ).toEqual([]);
  });

  it('resources do not reach into the app shell or the authProvider; the dataProvider not into auth', async () => {
    expect(
      await boundaryErrors(
        'src/resources/groups/probe.ts',
        "import { authProvider as imported } from '../../authProvider';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/dataProvider/probe.ts',
        "import { authProvider as imported } from '../authProvider';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/kit/probe.ts',
        "import { groupsResource as imported } from '../resources/groups';",
      ),
    ).toHaveLength(1);
  });
});
