/// The known members of one config object, with where the object is, so
/// that missing keys can be reported against it.
struct ObjectFields {
  var offset: Int
  var path: JSONPath
  var members: [JSONMember]

  subscript(key: String) -> JSONMember? {
    members.first(where: { $0.key == key })
  }

  /// The path of a member of this object.
  func path(_ key: String) -> JSONPath {
    path.appending(key: key)
  }
}
