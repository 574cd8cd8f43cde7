// The challenge images arrive as PNG base64 without a data: prefix (contract CaptchaData);
// only data:image URLs are ever put in an <img>.
export function captchaImageSrc(base64: string): string {
  return base64.startsWith('data:image/') ? base64 : `data:image/png;base64,${base64}`;
}
