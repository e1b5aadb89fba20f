import PropertyEngine
import Testing

@Suite("Replay tokens")
struct ReplayTokenTests {
  @Test("tokens round-trip sequences, including full 64-bit indices")
  func roundTrip() throws {
    let sequence: ChoiceSequence = [0, 1, 127, 128, 300, UInt64.max]
    let token = ReplayToken(sequence: sequence)
    #expect(token.text == "pe1.AAF_gAGsAv___________wE")
    #expect(try ReplayToken(parsing: token.text).sequence == sequence)
    #expect(try ReplayToken(parsing: " \(token.text)\n").sequence == sequence)
  }

  @Test("a label names what the token was made for and never changes the case")
  func label() throws {
    let token = ReplayToken(sequence: [1, 0, 300], label: "order-card")
    #expect(token.text == "pe1.AQCsAg@order-card")
    let parsed = try ReplayToken(parsing: token.text)
    #expect(parsed.sequence == [1, 0, 300])
    #expect(parsed.label == "order-card")
    #expect(try ReplayToken(parsing: "pe1.AQCsAg").label == nil)
    // A name that could not be read back is not recorded.
    #expect(ReplayToken(sequence: [1], label: "my delegate").text == "pe1.AQ")
    #expect(throws: PropertyEngineError.self) { try ReplayToken(parsing: "pe1.AQ@") }
  }

  @Test(
    "malformed tokens are rejected with the reason and the fix",
    arguments: [
      ("AQcA", "no \"pe1.\" version prefix"),
      ("pe1.A*cA", "it is not base64url text"),
      ("pe1.gA", "its choice list is truncated"),
      ("pe1.Af___________wI", "choice 2 is overlong (its varint exceeds 64 bits)"),
      ("pe1.gICAgICAgICAgAE", "choice 1 is overlong (its varint exceeds 64 bits)"),
    ])
  func malformed(_ text: String, _ reason: String) {
    #expect(throws: PropertyEngineError.malformedReplayToken(token: text, reason: reason)) {
      try ReplayToken(parsing: text)
    }
    let message = PropertyEngineError.malformedReplayToken(token: text, reason: reason).description
    #expect(
      message == "Replay token \"\(text)\" is malformed: \(reason). Copy the token exactly "
        + "as the failure report printed it (it starts with \"pe1.\").")
  }

  @Test("varints report truncation and overlong values apart")
  func varintErrors() throws {
    #expect(
      try Varint.decode([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]) == [.max])
    #expect(throws: Varint.DecodingError.truncated) { try Varint.decode([1, 0x80]) }
    #expect(throws: Varint.DecodingError.overlong(choice: 1)) {
      try Varint.decode([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02])
    }
  }

  @Test("shards parse i/n and reject anything else")
  func shards() throws {
    #expect(try Shard(parsing: "3/8") == Shard(index: 3, count: 8))
    for text in ["0/8", "9/8", "3", "a/b", "3/8/1"] {
      #expect(throws: PropertyEngineError.invalidShard(text)) { try Shard(parsing: text) }
    }
  }
}
