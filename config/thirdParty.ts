/**
 * Third-party scripts are opt-in: the default build requests nothing from
 * another host. Each script is added only when its environment variable is set.
 */
export interface ThirdPartyEnv {
  GTM_CONTAINER_ID?: string;
  HUBSPOT_ACCOUNT_ID?: string;
  HOTJAR_SITE_ID?: string;
}

type ScriptTag = {src: string; async: boolean; defer?: boolean; id?: string};

const ID_PATTERN = /^[A-Za-z0-9-]+$/;

function checkedId(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!ID_PATTERN.test(value))
    throw new Error(`${name} must contain only letters, digits and dashes (got "${value}").`);
  return value;
}

export function thirdPartyScripts(env: ThirdPartyEnv): ScriptTag[] {
  const scripts: ScriptTag[] = [];
  const gtm = checkedId('GTM_CONTAINER_ID', env.GTM_CONTAINER_ID);
  if (gtm) scripts.push({src: `https://www.googletagmanager.com/gtm.js?id=${gtm}`, async: true});
  const hubspot = checkedId('HUBSPOT_ACCOUNT_ID', env.HUBSPOT_ACCOUNT_ID);
  if (hubspot)
    scripts.push({src: `https://js.hs-scripts.com/${hubspot}.js`, async: true, defer: true, id: 'hs-script-loader'});
  const hotjar = checkedId('HOTJAR_SITE_ID', env.HOTJAR_SITE_ID);
  if (hotjar) scripts.push({src: `https://static.hotjar.com/c/hotjar-${hotjar}.js?sv=6`, async: true});
  return scripts;
}
