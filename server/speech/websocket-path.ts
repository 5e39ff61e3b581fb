/** The speech WebSocket route; its own module so the gateway can name it without loading `ws`. */
export const WEBSOCKET_PATH = '/v1/audio/speech/websocket';
