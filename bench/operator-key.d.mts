export declare const DEMO_OWNER: { login: string; password: string };
export declare const BACKOFFICE_HOST: string;
/** An API key with `role` on the server at `baseUrl` (made once per server and role). */
export declare function operatorKey(baseUrl: string, role?: string): Promise<string>;
