// Base64 helpers that both browsers and Node (16+) provide as globals.
declare function atob(data: string): string;
declare function btoa(data: string): string;
