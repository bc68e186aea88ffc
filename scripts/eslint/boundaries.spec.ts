import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: plain ESM rule modules without declarations (each checked by its // @ts-check)
import { apiBoundaries } from './api-boundaries.mjs';
// @ts-expect-error: as above
import { featureBoundaries } from './feature-boundaries.mjs';

// The project's own lint rules, on the cases that decide them. RuleTester runs each case as a test
// of its own (describe/it are Jest's).
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const api = (file: string): string => join(process.cwd(), 'api', 'src', ...file.split('/'));
const web = (file: string): string => join(process.cwd(), 'mfe-chat', 'src', ...file.split('/'));

tester.run('api-boundaries', apiBoundaries, {
  valid: [
    // Another module through its public face, from a module's nested folder too.
    {
      filename: api('chat/chat.module.ts'),
      code: "import { KnowledgeModule } from '../knowledge/index.js';",
    },
    {
      filename: api('chat/guide/planner.ts'),
      code: "import { tsqueryLiteral } from '../../knowledge/index.js';",
    },
    // Inside one module, anything.
    {
      filename: api('chat/chat.service.ts'),
      code: "import { OfflineGuide } from './guide/offline-guide.js';",
    },
    // Shared folders serve every module, and each other.
    {
      filename: api('tags/tags.service.ts'),
      code: "import { CLOCK } from '../common/time/clock.js';",
    },
    {
      filename: api('common/errors/api-exception.filter.ts'),
      code: "import { x } from '../../config/app-config.js';",
    },
    // database wires the modules' tables together, and the app composes through index.ts.
    {
      filename: api('database/data-source.ts'),
      code: "import { ChatMessageEntity } from '../chat/entities/chat-message.entity.js';",
    },
    {
      filename: api('app.module.ts'),
      code: "import { ChatModule } from './chat/index.js'; import { db } from './database/typeorm.js';",
    },
    // Packages and type-free imports outside api/src are none of its business.
    { filename: api('chat/chat.service.ts'), code: "import { Injectable } from '@nestjs/common';" },
  ],
  invalid: [
    {
      filename: api('chat/chat-allowance.ts'),
      code: "import { networkHash } from '../profiles/network.js';",
      errors: [{ messageId: 'deep', data: { from: 'chat', to: 'profiles', file: 'network.js' } }],
    },
    {
      filename: api('chat/guide/card-index.service.ts'),
      code: "export { weighTerms } from '../../knowledge/search-text.js';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: api('app.module.ts'),
      code: "import { ChatService } from './chat/chat.service.js';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: api('common/http/cookies.ts'),
      code: "import { OWNER_HEADER } from '../../chat/index.js';",
      errors: [{ messageId: 'shared', data: { from: 'common', to: 'chat' } }],
    },
    {
      filename: api('health/health.service.ts'),
      code: "import { dataSource } from '../database/data-source.js';",
      errors: [{ messageId: 'database' }],
    },
    {
      filename: api('tags/tags.service.ts'),
      code: "const lazy = () => import('../knowledge/knowledge.service.js');",
      errors: [{ messageId: 'deep' }],
    },
  ],
});

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    {
      filename: web('features/chat/chat-page.tsx'),
      code: "import { Button } from '../../components/button.js';",
    },
    { filename: web('features/chat/chat-page.tsx'), code: "import { Bubble } from './bubble.js';" },
    {
      filename: web('app/routes.tsx'),
      code: "import { ChatPage } from '../features/chat/chat-page.js';",
    },
    { filename: web('bootstrap.tsx'), code: "import { App } from './app/app.js';" },
  ],
  invalid: [
    {
      filename: web('features/chat/chat-page.tsx'),
      code: "import { Planner } from '../planner/index.js';",
      errors: [{ messageId: 'otherFeature', data: { from: 'chat', to: 'planner' } }],
    },
    {
      filename: web('features/chat/chat-page.tsx'),
      code: "import { routes } from '../../app/routes.js';",
      errors: [{ messageId: 'app' }],
    },
    {
      filename: web('lib/format.ts'),
      code: "import { ChatPage } from '../features/chat/chat-page.js';",
      errors: [{ messageId: 'shared' }],
    },
  ],
});
