/**
 * What the application's catalogue of emails (NOTIFICATIONS) gives the rest of the repository:
 * the API document's `EmailTemplate` schema (each template name with what the team calls it, as
 * its `title`) and the web app's table of those titles. `pnpm generate:emails` writes both;
 * test/mail/catalogue.test.ts fails while either is stale.
 */
import { EMAIL_TEMPLATES } from '@workshop/application';
import { format, resolveConfig } from 'prettier';

export const CONTRACT = new URL('../../../docs/openapi.yaml', import.meta.url);
export const WEB_TITLES = new URL('../../web/src/api/email-templates.gen.ts', import.meta.url);

/** The schema as the document should hold it. */
export function emailTemplateSchema(): { description: string; oneOf: object[] } {
  return {
    description: 'Which email it is; its title is what the team calls it',
    oneOf: EMAIL_TEMPLATES.map(({ template, title }) => ({ const: template, title })),
  };
}

const BLOCK = /^ {4}EmailTemplate:\n(?: {6}.*\n)+/m;

/** The document with its `EmailTemplate` schema written from the catalogue. */
export async function withEmailTemplates(document: string): Promise<string> {
  if (!BLOCK.test(document)) throw new Error('docs/openapi.yaml has no EmailTemplate schema');
  const { description } = emailTemplateSchema();
  const block = [
    '    EmailTemplate:',
    `      description: ${JSON.stringify(description)}`,
    '      oneOf:',
    ...EMAIL_TEMPLATES.map(
      ({ template, title }) =>
        `        - { const: ${JSON.stringify(template)}, title: ${JSON.stringify(title)} }`,
    ),
    '',
  ].join('\n');
  const config = await resolveConfig(CONTRACT);
  return format(document.replace(BLOCK, block), { ...config, parser: 'yaml' });
}

/** The web app's titles, typed by the template list of the API document (schema.gen.ts). */
export async function webTitles(): Promise<string> {
  const source = `/**
 * Generated from the application's catalogue of emails by \`pnpm generate:emails\`; do not
 * edit. The same titles are the API document's (EmailTemplate); a template this table lacks
 * does not compile.
 */
import type { components } from './schema.gen';

export const EMAIL_TEMPLATE_TITLES: Readonly<
  Record<components['schemas']['EmailTemplate'], string>
> = {
${EMAIL_TEMPLATES.map(({ template, title }) => `  ${JSON.stringify(template)}: ${JSON.stringify(title)},`).join('\n')}
};
`;
  const config = await resolveConfig(WEB_TITLES);
  return format(source, { ...config, parser: 'typescript' });
}
