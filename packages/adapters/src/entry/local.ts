import { join } from 'node:path';
import { loadConfig } from '../config/config';
import { isLoopback } from '../http/loopback-only';
import { startLocalApp } from '../runtime/local-app';
import { runMain } from '../runtime/run-main';
import { onShutdown } from '../runtime/shutdown';

/**
 * `pnpm start`: the whole product in one process (runtime/local-app.ts). The only local-mode
 * entry point: it listens on 127.0.0.1 unless HOST says otherwise, and its debug tools answer
 * only on this computer.
 */
runMain(async () => {
  const config = loadConfig(process.env, 'local');
  const app = await startLocalApp(config, {
    onEmail: ({ to, subject }) => {
      process.stdout.write(`  ✉  "${subject}" to ${to}  (${config.publicUrl}/dev/mailbox)\n`);
    },
  });
  onShutdown(app.logger, [app.close]);

  const lines = [
    '',
    `  Workshop is running at ${app.url}${app.servesWebApp ? '' : '  (API only: the web app is not built)'}`,
    `  Database: ${app.databaseDescription}`,
    `  Emails: ${app.mailDir} (read them at ${config.publicUrl}/dev/mailbox)`,
    app.passkey.source === 'environment'
      ? '  Admin passkey: from ADMIN_PASSKEY'
      : `  Admin passkey: ${app.passkey.passkey}  (kept in ${join(config.dataDir, 'admin-passkey')})`,
    ...(sharedOnNetwork(config.host) ? sharingLines(config.host, config.publicUrl) : []),
    ...(sharedOnNetwork(config.host) && config.debugResetEnabled
      ? [
          '  Warning: the debug password reset is on while the site is shared. It and the mailbox still answer only on this computer; DEBUG_RESET_ENABLED=false turns the reset off.',
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});

function sharedOnNetwork(host: string | undefined): boolean {
  return host !== 'localhost' && !isLoopback(host);
}

/** The site answers only at PUBLIC_URL (and its loopback names): say which address to share. */
function sharingLines(host: string | undefined, publicUrl: string): string[] {
  const shared = `  Shared with your network (HOST=${host ?? ''}): others open ${publicUrl}`;
  const { hostname } = new URL(publicUrl);
  if (hostname !== 'localhost' && !isLoopback(hostname.replace(/^\[|\]$/g, ''))) return [shared];
  return [
    shared,
    "  Set PUBLIC_URL to this computer's address on the network (http://<address>:<port>): the site answers only at its PUBLIC_URL.",
  ];
}
