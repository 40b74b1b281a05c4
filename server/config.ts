/** The one place that reads the environment. Bad values stop start-up with a message naming the variable. */
export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  env: NodeEnv;
  isProduction: boolean;
  port: number;
  /** Public origin of the site, without a trailing slash; canonical URLs are built from it. */
  siteUrl: string;
  /** Where contact-form leads are appended, one JSON line each. */
  leadsFile: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const rawEnv = env.NODE_ENV ?? 'development';
  const nodeEnvs: NodeEnv[] = ['development', 'production', 'test'];
  const nodeEnv = nodeEnvs.find((e) => e === rawEnv);
  if (!nodeEnv) problems.push(`NODE_ENV must be one of ${nodeEnvs.join(', ')} (got "${rawEnv}")`);

  const rawPort = env.PORT ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${rawPort}")`);
  }

  const rawSiteUrl = env.SITE_URL ?? 'http://localhost:3000';
  let siteUrl = '';
  try {
    const url = new URL(rawSiteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    if (url.pathname !== '/' || url.search || url.hash) throw new Error('path');
    siteUrl = url.origin;
  } catch {
    problems.push(`SITE_URL must be an http(s) origin such as https://www.example.com (got "${rawSiteUrl}")`);
  }

  const leadsFile = env.LEADS_FILE ?? 'var/leads.jsonl';
  if (leadsFile.trim() === '' || leadsFile.endsWith('/')) {
    problems.push(`LEADS_FILE must be the path of a file, such as var/leads.jsonl (got "${leadsFile}")`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return { env: nodeEnv!, isProduction: nodeEnv === 'production', port, siteUrl, leadsFile };
}
