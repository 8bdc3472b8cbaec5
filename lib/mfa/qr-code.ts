import 'server-only';
import QRCode from 'qrcode';

/**
 * A QR code of `text` as an SVG data: address, drawn on the server: the page shows it as an image (the policy of
 * /manage allows data: images), with nothing fetched from elsewhere and no script.
 */
export async function qrCodeDataUri(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0f172a', light: '#ffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
