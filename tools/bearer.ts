/** The `Authorization` header of a request made with the API key `secret`. */
export const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
