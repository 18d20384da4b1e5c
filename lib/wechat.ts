/**
 * WeChat's OAuth page (§8: a 401 inside WeChat goes to the WeChat authorize page). WeChat sends
 * the user back to /third/weixin with a code, which the API exchanges for a session.
 */
export function wxAuthorizeUrl(appId: string, origin: string, returnTo: string): string {
  const redirectUri = `${origin}/third/weixin?redirect=${encodeURIComponent(returnTo)}`;
  return (
    'https://open.weixin.qq.com/connect/oauth2/authorize' +
    `?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
    '&response_type=code&scope=snsapi_userinfo&state=xcx#wechat_redirect'
  );
}
