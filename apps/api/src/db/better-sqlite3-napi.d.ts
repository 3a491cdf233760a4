// better-sqlite3 13 (installed as better-sqlite3-napi) ships no types; its API is version 12's.
declare module 'better-sqlite3-napi' {
  import Database from 'better-sqlite3';
  export default Database;
}
