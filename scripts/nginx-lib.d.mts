// Types of what TypeScript code (tests) takes from nginx-lib.mjs.
export declare function nginxBinary(): string | null;
export declare function writeNginxConf(options: {
  prefix: string;
  listenPort: number;
  webPorts: number[];
  cache?: boolean;
}): string;
export declare function nginxArgs(prefix: string, file: string): string[];
export declare function loadReconnectRate(): number;
