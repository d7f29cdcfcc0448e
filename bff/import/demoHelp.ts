import { DEMO_ADS, DEMO_CENTERS, demoBannerSvg, demoLogoSvg } from '../../domain/help/demo';
import type { Logger } from '../logger';
import type { HelpService } from '../services/help';

/**
 * Development only (config.seedDemo), beside the map's samples: an empty Get Help gets three
 * fictional sponsored centers of different priorities (one with a logo) and an active top and
 * bottom ad (domain/help/demo.ts, the same the stories show), so a newcomer sees a living page.
 */
export async function loadDemoHelp(help: HelpService, log: Logger): Promise<boolean> {
  if (!(await help.isEmpty())) return false;
  const svg = (text: string) => help.storeMedia('image/svg+xml', Buffer.from(text));
  for (const { key, logo, ...center } of DEMO_CENTERS) {
    await help.addCenter({
      ...center,
      ...(logo && { logo: await svg(demoLogoSvg(logo.initials, logo.colour)) }),
      advertiser_id: `demo-${key}`,
    });
  }
  for (const { key, banner, ...ad } of DEMO_ADS) {
    await help.addAd({
      ...ad,
      advertiser_id: `demo-${key}`,
      image: await svg(demoBannerSvg(banner.title, banner.colour)),
    });
  }
  log.info(
    `sample Get Help: ${DEMO_CENTERS.length} sponsored centers and ${DEMO_ADS.length} ads created`,
  );
  return true;
}
