// Base64 helpers that both browsers and Node (16+) provide as globals.
declare function atob(data: string): string;
declare function btoa(data: string): string;

// A file to upload: browsers and Node (18+) both have Blob; the contract only names the type.
declare interface Blob {
  readonly size: number;
  readonly type: string;
}
