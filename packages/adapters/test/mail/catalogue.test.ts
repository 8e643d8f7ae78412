import { readFile } from 'node:fs/promises';
import { EMAIL_TEMPLATES, NOTIFICATIONS } from '@workshop/application';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CONTRACT,
  WEB_TITLES,
  emailTemplateSchema,
  webTitles,
  withEmailTemplates,
} from '../../scripts/email-templates';
import { RENDERERS } from '../../src/mail/renderers';
import { renderEmail } from '../../src/mail/templates';

const STALE = 'stale: run `pnpm generate:emails` and commit what it writes';

describe('the catalogue of emails, as the rest of the repository sees it', () => {
  it('is the API document’s template list, each with its title', async () => {
    const document = await readFile(CONTRACT, 'utf8');
    const schemas = (parse(document) as { components: { schemas: Record<string, unknown> } })
      .components.schemas;
    expect(schemas['EmailTemplate'], `docs/openapi.yaml EmailTemplate is ${STALE}`).toEqual(
      emailTemplateSchema(),
    );
    expect(await withEmailTemplates(document), `docs/openapi.yaml is ${STALE}`).toBe(document);
    // Formatting the whole document with Prettier takes seconds on a loaded machine.
  }, 30_000);

  it('is the web app’s table of titles', async () => {
    expect(await readFile(WEB_TITLES, 'utf8'), `src/api/email-templates.gen.ts is ${STALE}`).toBe(
      await webTitles(),
    );
  });

  it('has one renderer per template, and one title per template', () => {
    expect(Object.keys(RENDERERS)).toEqual(Object.keys(NOTIFICATIONS));
    expect(EMAIL_TEMPLATES.map(({ template }) => template)).toEqual(Object.keys(NOTIFICATIONS));
    expect(new Set(EMAIL_TEMPLATES.map(({ title }) => title)).size).toBe(EMAIL_TEMPLATES.length);
  });
});

describe('the confirmation to an address whose owner never signed in', () => {
  it('says a request came and how to sign in, in both parts, and nothing more', () => {
    const rendered = renderEmail(
      {
        template: 'request-confirmation',
        to: 'someone@example.com',
        data: { projectId: 42, accountUnclaimed: true },
      },
      'https://workshop.test',
    );
    expect(rendered.subject).toBe('We received your project request #42');
    for (const part of [rendered.text, rendered.html]) {
      expect(part).toContain('We received a project request, number #42');
      expect(part).toContain('temporary password');
      expect(part).toContain('https://workshop.test/signin');
    }
    expect(rendered.text).toMatch(/^Hello,\n/);
  });
});
