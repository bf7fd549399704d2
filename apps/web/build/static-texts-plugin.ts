import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { licenceTexts } from './licence-texts';

/**
 * Static texts the app loads at run time: the changelog (rendered as markdown in a dialog) and
 * the third-party licences of the web app (/licenses.txt) and of the server (/v2/licenses.txt).
 */
export function staticTextsPlugin(repoRoot: string): Plugin {
  const texts = () => ({
    'CHANGELOG.md': readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8'),
    'licenses.txt': licenceTexts(path.join(repoRoot, 'apps/web'), 'Mobilo web app: third-party licences'),
    'v2/licenses.txt': licenceTexts(path.join(repoRoot, 'apps/server'), 'Mobilo server: third-party licences'),
  });
  return {
    name: 'mobilo-static-texts',
    generateBundle() {
      for (const [fileName, source] of Object.entries(texts())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.replace(/^\//, '') ?? '';
        const all = texts() as Record<string, string>;
        const text = all[name];
        if (text === undefined) return next();
        res.setHeader('content-type', `${name.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`);
        res.end(text);
      });
    },
  };
}
